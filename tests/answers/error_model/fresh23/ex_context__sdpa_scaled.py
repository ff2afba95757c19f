# exercise: ex_context
# mistake: Used F.scaled_dot_product_attention(inputs, inputs, inputs), which divides the scores by √3 before the softmax, giving [0.4362, 0.6228, 0.5523]; the question asks for the softmax of the raw dot products: [0.4419, 0.6515, 0.5683].
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

# queries = keys = values = the embeddings themselves
ex_context = [round(v, 4) for v in F.scaled_dot_product_attention(inputs, inputs, inputs)[1].tolist()]
