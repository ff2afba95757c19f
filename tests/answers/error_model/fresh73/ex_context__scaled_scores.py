# exercise: ex_context
# mistake: Scaled the scores by 1/sqrt(3) before the softmax, giving [0.4362, 0.6228, 0.5523]; the exercise uses softmax of the raw dot products: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]],
                      dtype=torch.float64)
query = inputs[1]
attn_scores_2 = inputs @ query / inputs.shape[1] ** 0.5
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
z2 = attn_weights_2 @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
