# exercise: ex_fix_second_head
# mistake: The einsum 'bhnd,bgmd->hnm' gives the second operand its own head letter g, so it sums the dot products over all heads; both operands must share the head index: 'bhnd,bhmd->hnm'.
# mistake_zh: einsum 写成 'bhnd,bgmd->hnm'，给第二个操作数用了单独的头下标 g，于是对所有头求和；两个操作数应共用头下标：'bhnd,bhmd->hnm'。
# keywords: einsum, head index, sum over heads

import torch


def ex_fix_second_head(a):
    return torch.einsum('bhnd,bgmd->hnm', a, a)
