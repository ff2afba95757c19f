# exercise: ex_fix_second_head
# mistake: The learner's einsum uses a different letter (g) for the second operand's head axis, so it sums over all heads' cross products; both operands must share the head index ('bhnd,bhmd->hnm'). [cond: h > 1]
import torch

def ex_fix_second_head(a):
    return torch.einsum('bhnd,bgmd->hnm', a, a)
