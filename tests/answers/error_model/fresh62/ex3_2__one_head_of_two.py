# exercise: ex3_2
# mistake: The wrapper is built with a single head of size 2 (num_heads=1, d_out=2): the shape (2, 6, 2) is right but the statement asks for num_heads=2 with d_out=1 per head.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    # target: output (2, 6, 2)
    d_in, d_out, context_length = 3, 2, 6
    heads = 1
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=heads)
    # quick check with a dummy batch
    batch = torch.rand(2, 6, 3)
    out = mha(batch)
    print(out.shape)
    assert tuple(out.shape) == (2, 6, 2)   # matches what I expect
    return mha
