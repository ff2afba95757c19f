# exercise: ex_stable_softmax
# mistake: The learner clips the scores at 80 so that exp cannot overflow, which makes all large scores equal and changes the probabilities; shifting by the maximum along dim keeps them exact. [cond: only when some score exceeds 80]
import torch

MAX_EXP = 80.0  # exp(88) overflows in float32


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_EXP))
    return e / e.sum(dim=dim, keepdim=True)
