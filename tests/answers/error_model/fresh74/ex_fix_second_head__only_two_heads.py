# exercise: ex_fix_second_head
# mistake: The learner fixes the index of the second head but still stacks exactly two heads, so the result is wrong for any h other than 2; loop over all a.shape[1] heads.
import torch


class HeadScores:
    def __init__(self, a):
        self.a = a

    def head(self, i):
        return self.a[0, i, :, :]

    def scores(self, i):
        x = self.head(i)
        return x @ x.T


def ex_fix_second_head(a):
    hs = HeadScores(a)
    return torch.stack([hs.scores(0), hs.scores(1)])
