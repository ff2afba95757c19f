# exercise: ex3_2
# mistake: Unpacking batch.shape as (b, n, d_in) and passing b (2) where context_length goes, so the causal mask is 2 x 2 and the forward on 6 tokens fails; context_length must be 6 (n).
import torch


def ex3_2(MultiHeadAttentionWrapper):
    batch_shape = torch.Size([2, 6, 3])   # the book's batch
    b, n, d_in = batch_shape
    d_out = 1  # 2 heads x 1 = 2
    mha = MultiHeadAttentionWrapper(d_in, d_out, b, 0.0, num_heads=2)
    return mha
