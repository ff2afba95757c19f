# exercise: ex3_2
# mistake: The learner took context_length from batch.shape[0] (the 2 sequences) instead of the 6 tokens, so the causal mask is 2x2 and the wrapper fails on 6-token inputs; context_length must be at least 6.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    batch = torch.rand(2, 6, 3)  # same shape as the book's batch
    num_heads = 2
    out_features = 2
    cfg = dict(
        d_in=batch.shape[-1],
        d_out=out_features // num_heads,
        context_length=batch.shape[0],
        dropout=0.0,
        num_heads=num_heads,
    )
    return MultiHeadAttentionWrapper(**cfg)
