# exercise: ex_softmax_weight
# mistake: The learner normalises by dividing ω₂₂ by the plain sum of the scores (the book's first, non-softmax normalisation), giving about 0.2278; the question asks for the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
print(attn_weights_2, attn_weights_2.sum())
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
