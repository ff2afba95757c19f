# exercise: ex_softmax_weight
# mistake: Normalises the scores by dividing by their sum instead of applying the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, inputs[1])
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
print(attn_weights_2, attn_weights_2.sum())
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
