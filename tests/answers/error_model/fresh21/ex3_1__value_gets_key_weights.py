# exercise: ex3_1
# mistake: Copying the three layers by repeated lines, the learner gave W_value the transposed weight of sa_v2.W_key; W_value must get sa_v2.W_value.weight.T.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    # nn.Linear keeps weight as (d_out, d_in), v1 wants (d_in, d_out) -> transpose
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
