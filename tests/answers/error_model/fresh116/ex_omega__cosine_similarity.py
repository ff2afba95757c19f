# exercise: ex_omega
# mistake: Computed the cosine similarity (normalising both vectors, like tf.keras.losses.cosine_similarity) instead of the plain dot product.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

journey, your = inputs[1], inputs[0]
ex_omega = round(torch.nn.functional.cosine_similarity(journey, your, dim=0).item(), 4)
print(ex_omega)
