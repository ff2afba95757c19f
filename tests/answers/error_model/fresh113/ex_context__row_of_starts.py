# exercise: ex_context
# mistake: The learner computes all context vectors and takes row 2 (zero-based, the context of 'starts') instead of row 1, the context z(2) of 'journey' [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x = inputs.contiguous().float()
attn_scores = x @ x.T
attn_weights = torch.softmax(attn_scores, dim=-1)
assert torch.allclose(attn_weights.sum(dim=-1), torch.ones(6))
all_context = attn_weights @ x
z2 = all_context[2]
ex_context = [round(v, 4) for v in z2.tolist()]
