# exercise: ex3_1
# mistake: The learner copied the query weights into W_key as well (a pasted line with W_query left unchanged); W_key must get sa_v2.W_key.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores weight as (d_out, d_in) -> transpose for x @ W
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
