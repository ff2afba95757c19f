# exercise: ex3_1
# mistake: The learner reshapes each (d_out, d_in) Linear weight to v1's (d_in, d_out) shape with reshape, which reorders the numbers instead of transposing them; it must be weight.T.
import torch


class _V1Adapter:
    @classmethod
    def adapt(cls, linear, target_param):
        # make it fit the raw matrix shape of v1
        return torch.nn.Parameter(linear.weight.detach().reshape(target_param.shape).clone())


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        new = _V1Adapter.adapt(getattr(sa_v2, name), getattr(sa_v1, name))
        setattr(sa_v1, name, new)
