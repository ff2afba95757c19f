# exercise: ex_context
# mistake: The learner scaled the scores by 1/sqrt(3) before the softmax, as in the trainable self-attention; the statement asks for the softmax of the raw dot products.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = torch.softmax(attn_scores_2 / inputs.shape[-1] ** 0.5, dim=-1)
z2 = attn_weights_2 @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
