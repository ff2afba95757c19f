# exercise: ex3_3
# mistake: The learner mixes up the head count and the head size and builds 64 heads of size 12; the parameter count is the same, but GPT-2 small has 12 heads of size 64 (num_heads=12).
from functools import partial

GPT2_SMALL = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0)
HEAD_SIZE = 768 // 12


def ex3_3(MultiHeadAttention, device):
    make = partial(MultiHeadAttention, **GPT2_SMALL)
    mha = make(num_heads=HEAD_SIZE)
    return mha.to(device)
