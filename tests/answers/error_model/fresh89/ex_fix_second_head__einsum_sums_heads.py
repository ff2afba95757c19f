# exercise: ex_fix_second_head
# mistake: The einsum gives the two operands different head letters (h and g), so it sums over all heads' keys; both operands must share the head index ('bhnd,bhmd->hnm').
import torch


def ex_fix_second_head(a):
    return torch.einsum("bhnd,bgmd->hnm", a, a)
