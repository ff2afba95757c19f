# exercise: ex_omega
# mistake: The learner used 1-based positions as Python indices (inputs[2] and inputs[1]), so they computed "starts"·"journey" (1.4754) instead of x(2)·x(1) = inputs[1]·inputs[0] = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],   # Your
                       [0.55, 0.87, 0.66],   # journey
                       [0.57, 0.85, 0.64],   # starts
                       [0.22, 0.58, 0.33],   # with
                       [0.77, 0.25, 0.10],   # one
                       [0.05, 0.80, 0.55]])  # step

query_token_number = 2
key_token_number = 1
the_query_vector = inputs[query_token_number]
the_key_vector = inputs[key_token_number]
print("query", the_query_vector)
print("key", the_key_vector)
ex_omega = round(torch.dot(the_query_vector, the_key_vector).item(), 4)
print("omega 2 1 =", ex_omega)
