# exercise: ex_omega
# mistake: The learner reports the normalised attention weight (score divided by the sum of journey's scores) for "Your" instead of the unnormalised score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
print(attn_scores_2)
print(attn_weights_2_tmp)
ex_omega = round(attn_weights_2_tmp[0].item(), 4)
