# exercise: ex_context
# mistake: The learner combines the weighted rows with a mean (tf.reduce_mean over the tokens) instead of a sum, so the vector is 6 times too small; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
alpha = torch.softmax(scores, dim=0)
weighted = alpha[:, None] * inputs          # (6, 3)
z2 = weighted.mean(dim=0)                   # tf.reduce_mean(weighted, axis=0)
ex_context = [round(float(v), 4) for v in z2]
