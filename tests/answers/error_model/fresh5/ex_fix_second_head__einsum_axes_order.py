# exercise: ex_fix_second_head
# mistake: The einsum output 'nhm' puts the tokens first, giving shape (n, h, n) instead of (h, n, n); write the output as 'hnm' so that the heads come first.
# mistake_zh: einsum 的输出 'nhm' 把 token 放在了最前面，形状是 (n, h, n) 而不是 (h, n, n)；应把输出写成 'hnm'，让头排在最前。
# keywords: einsum, output, shape, heads first, axis order
import torch


def ex_fix_second_head(a):
    # 直接一次算出所有头：b=1 可以求和掉
    return torch.einsum("bhnd,bhmd->nhm", a, a)
