# exercise: ex_softmax_weight
# mistake: The learner normalises exp(ω22) over all 36 scores of the 6x6 matrix and then multiplies by 6 to 'fix' the too-small result, instead of normalising over the six scores of the query journey only (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores = inputs @ inputs.T
e = torch.exp(attn_scores)
alpha = e / e.sum()
print(alpha[1, 1])   # 0.04?? way too small
# six queries share the total, so scale back up
alpha22 = alpha[1, 1] * 6
ex_softmax_weight = float(f"{alpha22.item():.4f}")
