# exercise: ex_stable_softmax
# mistake: Instead of subtracting the maximum, the learner clamps the scores to at most 80 before exp, so large scores like 1e4 and 9990 both become 80 and get equal weights; subtracting the per-slice maximum keeps the differences. [cond: scores above 80]
import torch

MAX_LOGIT = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(x.clamp(max=MAX_LOGIT))
    return e / e.sum(dim=dim, keepdim=True)
