# exercise: ex_softmax_backward
# mistake: Loops over P.tolist() as a list of rows, which only works for 2-D inputs; with more (or fewer) axes the rows are not flat lists of numbers and it raises, while the exercise allows any number of axes (flatten to (-1, n) first). [cond: P does not have exactly 2 axes]
import torch


def ex_softmax_backward(P, dP):
    out = []
    for p_row, dp_row in zip(P.tolist(), dP.tolist()):
        dot = sum(p * g for p, g in zip(p_row, dp_row))
        out.append([p * (g - dot) for p, g in zip(p_row, dp_row)])
    return torch.tensor(out, dtype=P.dtype, device=P.device)
