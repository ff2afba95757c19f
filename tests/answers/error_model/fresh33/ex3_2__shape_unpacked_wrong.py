# exercise: ex3_2
# mistake: Unpacked inputs.shape (6, 3) as d_in, context_length, so d_in=6 and context_length=3; d_in is 3 and the context length 6.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor(
        [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
         [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
    )
    d_in, context_length = inputs.shape
    d_out = 1  # 2 heads x 1 = 2 dims
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
