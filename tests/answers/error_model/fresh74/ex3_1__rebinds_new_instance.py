# exercise: ex3_1
# mistake: The learner builds a fresh SelfAttention_v1 with the transposed weights and rebinds the local name sa_v1 to it, so the caller's module is never changed; the parameters of the given sa_v1 object must be replaced in place.
import torch


class FromV2:
    @classmethod
    def build(cls, v1_cls, sa_v2):
        d_out, d_in = sa_v2.W_query.weight.shape
        obj = v1_cls(d_in, d_out)
        with torch.no_grad():
            obj.W_query.copy_(sa_v2.W_query.weight.T)
            obj.W_key.copy_(sa_v2.W_key.weight.T)
            obj.W_value.copy_(sa_v2.W_value.weight.T)
        return obj


def ex3_1(sa_v1, sa_v2):
    sa_v1 = FromV2.build(type(sa_v1), sa_v2)
    # print(sa_v1.W_query)
