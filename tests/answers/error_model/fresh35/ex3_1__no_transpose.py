# exercise: ex3_1
# mistake: Assigned the nn.Linear weights (d_out, d_in) to W_query/W_key/W_value without transposing; v1 multiplies x @ W so it needs weight.T, and sa_v1(x) then fails with a shape error.
import torch


def ex3_1(sa_v1, sa_v2):
    # copy every weight over so both give the same output
    with torch.no_grad():
        sa_v1.W_query.data = sa_v2.W_query.weight.clone()
        sa_v1.W_key.data = sa_v2.W_key.weight.clone()
        sa_v1.W_value.data = sa_v2.W_value.weight.clone()
