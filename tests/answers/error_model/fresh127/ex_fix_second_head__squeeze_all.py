# exercise: ex_fix_second_head
# mistake: The learner calls a.squeeze() to drop the batch axis, which also drops the head axis when h = 1 (and n or d when they are 1), so the loop then runs over tokens; only axis 0 should be removed (a[0] or squeeze(0)). [cond: h == 1, or n == 1 or d == 1]
import torch


class Scores:
    def __call__(self, a):
        heads = a.squeeze()
        return torch.stack([hd @ hd.T for hd in heads])


ex_fix_second_head = Scores()
