# exercise: ex_context
# mistake: Weights the inputs with scores divided by their sum instead of softmax weights; z(2) must use α2j = softmax(ω2j).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores_2 = inputs @ inputs[1]
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
print("Sum:", attn_weights_2.sum())
context_vec_2 = torch.zeros(3)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_weights_2[i] * x_i
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
