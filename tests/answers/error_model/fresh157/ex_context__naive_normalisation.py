# exercise: ex_context
# mistake: Normalised the scores by dividing by their sum instead of applying softmax, so the weights are wrong; z⁽²⁾ with softmax weights is [0.4419, 0.6515, 0.5683].
import torch
inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                       [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
z2 = attn_weights_2 @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
