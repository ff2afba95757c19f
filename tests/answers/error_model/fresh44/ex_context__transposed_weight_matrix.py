# exercise: ex_context
# mistake: Multiplied the transposed weight matrix with the inputs (attn_weights.T @ inputs), which weights x_j by alpha_j2 (a column, not summing to 1) instead of alpha_2j (row 2); z2 = attn_weights[1] @ inputs = [0.4419, 0.6515, 0.5683].
import torch

inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

inputs = torch.tensor(inputs)
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
# scores are symmetric so the matrix should be too?
all_context = attn_weights.T @ inputs
ex_context = [round(v, 4) for v in all_context[1].tolist()]
print(ex_context)
