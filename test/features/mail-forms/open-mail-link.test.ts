import { openMailLink } from '@/features/mail-forms/ui/open-mail-link';

describe('openMailLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clicks a temporary anchor with the link and removes it again', () => {
    const clicked: { href: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, attached: document.body.contains(this) });
    });
    openMailLink('mailto:support@nova-community.example?subject=Bewerbung%3A%20J%C3%B6rg');
    expect(clicked).toEqual([
      { href: 'mailto:support@nova-community.example?subject=Bewerbung%3A%20J%C3%B6rg', attached: true },
    ]);
    expect(document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
  });

  it('reports a failing hand-off by throwing, and still cleans up', () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blockiert');
    });
    expect(() => openMailLink('mailto:support@nova-community.example')).toThrow('blockiert');
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('refuses anything that is not a mailto link', () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(() => openMailLink('javascript:alert(1)')).toThrow();
    expect(click).not.toHaveBeenCalled();
  });
});
