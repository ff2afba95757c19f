# exercise: ex_omega
# mistake: The learner built the six scores of the query "journey" and then took entry [1] of that vector, which is ω₂₂ (journey with itself, 1.4950), not entry [0] for the key "Your" (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]  # journey
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)
print(attn_scores_2)

# omega_21 -> second query, first... index 1
ex_omega = round(float(attn_scores_2[1]), 4)
