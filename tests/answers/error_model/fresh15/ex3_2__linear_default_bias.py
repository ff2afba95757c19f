# exercise: ex3_2
# mistake: Passed qkv_bias=True ("the book's query, key and value layers" read as nn.Linear's default, with bias), so the wrapper has 6 extra bias parameters and different outputs; the book's layers have no bias.
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
