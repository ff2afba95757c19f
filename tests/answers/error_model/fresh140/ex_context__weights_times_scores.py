# exercise: ex_context
# mistake: The learner weighted the rows of the score matrix (inputs @ inputs.T) instead of the input embeddings, then kept the first three numbers; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ sums the input rows: [0.4419, 0.6515, 0.5683].
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
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context = attn_weights @ attn_scores
z2 = all_context[1]
print(z2.shape)  # 6 numbers?? the first three are x,y,z
ex_context = [round(v, 4) for v in z2[:3].tolist()]
