# exercise: ex_context
# mistake: The learner takes column 1 of the row-wise softmax matrix (how much every token attends to "journey") instead of row 1 (how "journey" attends to every token), giving [0.5595, 0.7824, 0.6953]; z(2) uses row 1, [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
alpha_2 = attn_weights[:, 1]
z2 = alpha_2 @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
