# exercise: ex3_1
# mistake: Casts the transposed weights to bfloat16 and back to float32 ('mixed precision' habit), which rounds them, so sa_v1 no longer returns exactly what sa_v2 returns; the weights must be copied at full precision.
import torch


def to_param(linear):
    # keep it light: bf16 storage, back to fp32 for compute
    w = linear.weight.detach().T.to(torch.bfloat16)
    return torch.nn.Parameter(w.float())


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = to_param(sa_v2.W_query)
    sa_v1.W_key = to_param(sa_v2.W_key)
    sa_v1.W_value = to_param(sa_v2.W_value)
