# exercise: ex_stable_softmax
# mistake: The learner computed logsumexp stably but then divided exp(x) by exp(lse), both of which overflow for scores like 1e4 (inf/inf = NaN); it should return exp(x - lse). [cond: only for scores above about 88 in float32]
import torch


def ex_stable_softmax(x, dim):
    lse = torch.logsumexp(x, dim=dim, keepdim=True)
    num = torch.exp(x)
    den = torch.exp(lse)
    return num / den
