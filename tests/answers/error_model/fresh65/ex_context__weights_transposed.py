# exercise: ex_context
# mistake: The learner multiplied attn_weights.T @ inputs, so z2 is built from the second column of the weight matrix (how much every query attends to "journey") instead of the second row; z2 = attn_weights[1] @ inputs = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
# every context vector at once: keys on the rows
all_context = attn_weights.T @ inputs
ex_context = [round(v, 4) for v in all_context[1].tolist()]
