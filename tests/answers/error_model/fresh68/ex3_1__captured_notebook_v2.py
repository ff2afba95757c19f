# exercise: ex3_1
# mistake: The function copies from a SelfAttention_v2 built at module level with the book's seed 789 (captured in a closure) instead of the sa_v2 argument; it must copy the weights of the sa_v2 it is given. [cond: sa_v2 is not the book's seed-789 module]
import torch
from attnlab.modules import SelfAttention_v2

torch.manual_seed(789)
sa_v2 = SelfAttention_v2(3, 2)


def make_copier(src):
    def copier(sa_v1, sa_v2):
        for nm in ("W_query", "W_key", "W_value"):
            setattr(sa_v1, nm, torch.nn.Parameter(getattr(src, nm).weight.detach().T.clone()))
    return copier


ex3_1 = make_copier(sa_v2)
