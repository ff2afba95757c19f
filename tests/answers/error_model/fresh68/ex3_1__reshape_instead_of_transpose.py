# exercise: ex3_1
# mistake: The learner reshapes each (d_out, d_in) Linear weight to sa_v1's (d_in, d_out) shape, which reorders the numbers instead of transposing them; the right thing is weight.T.
import torch


class WeightCopier:
    names = ("W_query", "W_key", "W_value")

    def __call__(self, sa_v1, sa_v2):
        with torch.no_grad():
            for name in self.names:
                mine = getattr(sa_v1, name)
                theirs = getattr(sa_v2, name).weight
                mine.copy_(theirs.reshape(mine.shape))  # shapes must match


ex3_1 = WeightCopier()
