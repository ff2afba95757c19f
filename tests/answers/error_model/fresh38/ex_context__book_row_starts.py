# exercise: ex_context
# mistake: The learner copied row 2 of the book's printed all_context_vecs, which is the context vector of 'starts' (1-based/0-based mix-up); 'journey' is row 1: [0.4419, 0.6515, 0.5683].
# all_context_vecs from the book, row for token 2
# tensor([[0.4421, 0.5931, 0.5790],
#         [0.4419, 0.6515, 0.5683],
#         [0.4431, 0.6496, 0.5671],
#         [0.4304, 0.6298, 0.5510],
#         [0.4671, 0.5910, 0.5266],
#         [0.4177, 0.6503, 0.5645]])
ex_context = [0.4431, 0.6496, 0.5671]
