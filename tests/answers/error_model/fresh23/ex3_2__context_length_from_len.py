# exercise: ex3_2
# mistake: Took context_length from len(batch), which is the batch size 2, not the 6 tokens (batch.shape[1]); a 2x2 causal mask cannot cover 6 tokens, so the forward pass fails.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)
batch = torch.stack((inputs, inputs))  # (2, 6, 3), as in the book


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(batch.shape[-1], 1, len(batch), 0.0, num_heads=2)
