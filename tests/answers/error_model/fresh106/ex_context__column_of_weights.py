# exercise: ex_context
# mistake: Computed inputs.T @ attn_weights and took its column 1, which weights the inputs with column 1 of the weight matrix (how much every query attends to "journey"); z(2) uses row 1: attn_weights[1] @ inputs.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
# (3, 6) @ (6, 6) -> (3, 6), one column per token
context_cols = inputs.T @ attn_weights
z2 = context_cols[:, 1]
ex_context = [round(v, 4) for v in z2.tolist()]
print(ex_context)
