# exercise: ex_context
# mistake: The learner took row 0 of the all-tokens context matrix, z(1) of "Your" = [0.4421, 0.5931, 0.5790], instead of row 1 for "journey": [0.4419, 0.6515, 0.5683].
# all_context_vecs = attn_weights @ inputs, first rows printed:
# tensor([[0.4421, 0.5931, 0.5790],
#         [0.4419, 0.6515, 0.5683], ...
ex_context = [0.4421, 0.5931, 0.5790]
