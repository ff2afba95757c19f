# exercise: ex_fix_second_head
# mistake: The einsum 'hnd,kmd->hnm' names the keys' head axis k instead of h, so each query head is multiplied by the sum of all key heads; both operands must share the head letter: 'hnd,hmd->hnm'.
# mistake_zh: einsum 写成 'hnd,kmd->hnm'，键的头维度用了字母 k 而不是 h，于是每个查询头乘的是所有键头之和；两个操作数应共用头的字母：'hnd,hmd->hnm'。
# keywords: einsum, head, letter, h

import torch


def ex_fix_second_head(a):
    x = a[0]
    return torch.einsum("hnd,kmd->hnm", x, x)
