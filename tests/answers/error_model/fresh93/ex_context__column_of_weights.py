# exercise: ex_context
# mistake: Takes column 1 of the row-softmaxed weight matrix (how much each query attends to “journey”) instead of row 1 (how much “journey” attends to each key).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
w = attn_weights[:, 1]
z2 = (w[:, None] * inputs).sum(dim=0)
ex_context = [round(v, 4) for v in z2.tolist()]
