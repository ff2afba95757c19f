# exercise: ex_fix_second_head
# mistake: The learner fixes the second index to a[0, 1] but still stacks exactly two heads, so it fails for h = 1 and drops heads for h > 2; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch


class HeadScores:
    def __init__(self, a):
        self.a = a

    def head(self, i):
        t = self.a[0, i, :, :]
        return t @ t.T


def ex_fix_second_head(a):
    hs = HeadScores(a)
    return torch.stack([hs.head(0), hs.head(1)])
