# exercise: ex3_2
# mistake: The learner passed qkv_bias=True, so the query, key and value layers get biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    input_dimension = 3
    output_dimension_of_each_head = 1
    number_of_tokens = 6
    dropout_rate = 0.0
    wrapper = MultiHeadAttentionWrapper(input_dimension, output_dimension_of_each_head,
                                        number_of_tokens, dropout_rate,
                                        num_heads=2, qkv_bias=True)
    print(wrapper)
    return wrapper
